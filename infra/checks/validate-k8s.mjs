// Validates Kubernetes objects against their schemas: core kinds against the Kubernetes OpenAPI
// schema (kubernetes-models), KEDA's ScaledObject and TriggerAuthentication against KEDA's CRD
// schema (@kubernetes-models/keda). Both packages are ES modules only, so the jest test
// (k8s-manifests.spec.ts) runs this file in a child process:
//   node infra/checks/validate-k8s.mjs < objects.json   ->   [{ index, kind, name, errors }]
// A kind without a schema here is an error, so no object is ever waved through unchecked.
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ScaledObject } from '@kubernetes-models/keda/keda.sh/v1alpha1/ScaledObject';
import { TriggerAuthentication } from '@kubernetes-models/keda/keda.sh/v1alpha1/TriggerAuthentication';

const MODELS = {
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'keda.sh/v1alpha1/ScaledObject': ScaledObject,
  'keda.sh/v1alpha1/TriggerAuthentication': TriggerAuthentication,
};

let input = '';
for await (const chunk of process.stdin) input += chunk;
const results = JSON.parse(input).map((object, index) => {
  const kind = `${object?.apiVersion}/${object?.kind}`;
  const Model = MODELS[kind];
  const name = object?.metadata?.name;
  if (!Model) return { index, kind, name, errors: [`no schema for ${kind}`] };
  try {
    new Model(object).validate();
    return { index, kind, name, errors: [] };
  } catch (error) {
    return { index, kind, name, errors: [error instanceof Error ? error.message : String(error)] };
  }
});
process.stdout.write(JSON.stringify(results));
