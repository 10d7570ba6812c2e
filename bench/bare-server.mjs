// The static-file baseline: a bare node:http server answering every request with
// the same bytes and headers (argv: file, JSON headers). Prints its port. Plain
// JavaScript so that it starts on node alone, with no loader in the way.
import fs from "node:fs";
import http from "node:http";

const [file, headersJson] = process.argv.slice(2);
const body = fs.readFileSync(file);
const headers = { ...JSON.parse(headersJson), "content-length": String(body.length) };

const server = http.createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(0, "127.0.0.1", () => console.log(`bare server on ${server.address().port}`));
process.on("SIGTERM", () => process.exit(0));
process.on("SIGINT", () => process.exit(0));
