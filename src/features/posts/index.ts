// The posts feature: for now only the table (pages are rows of it); the posts issue adds the rest.
export { posts } from "./tables";
