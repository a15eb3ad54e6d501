export { PollsPage } from "../../poll/PollsForm.tsx";
