import { mountStandalone } from '@renewed/ui/standalone';
import App from './app';
import './standalone.css';

mountStandalone(App);
