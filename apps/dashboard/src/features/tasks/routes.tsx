export { TasksScreen as TasksRoute } from './screens/TasksScreen';
