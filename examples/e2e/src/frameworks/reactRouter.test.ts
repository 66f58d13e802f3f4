import { describeFrameworkApp } from './describeFrameworkApp'
import { reactRouterApp } from './reactRouterApp'

// The React Router 7 example: framework mode, server rendered, its Latch client per request from
// the request's cookies and the server's environment.
describeFrameworkApp('react-router', reactRouterApp)
