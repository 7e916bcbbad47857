import { mountStandalone } from '@renewed/ui';
import App from './app';
import './standalone.css';

mountStandalone(App);
