// The Global Settings feature: its registration with the editing shell. The data and
// its API are the organizations feature's (GET/PUT /api/organizations/{id}).
export { globalSettingsEditor } from "./registration";
