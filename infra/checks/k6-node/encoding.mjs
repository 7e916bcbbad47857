// Stand-in for `k6/encoding`: b64encode(input, variant), variant 'rawurl' = base64url without padding.
export function b64encode(input, variant = 'std') {
  const bytes = typeof input === 'string' ? Buffer.from(input) : Buffer.from(input);
  return bytes.toString(variant === 'rawurl' ? 'base64url' : 'base64');
}

export default { b64encode };
