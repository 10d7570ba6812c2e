-- wrk script for bench/load.ts (wrk 4: `wrk -s bench/wrk.lua [options] URL [host...]`).
--
-- Always: done() prints one line, "ONSITE_WRK_JSON {...}", with wrk's exact
-- counts and latency percentiles (microseconds), so that nothing depends on
-- parsing wrk's rounded, unit-suffixed text.
--
-- Without hosts wrk sends its one static request as usual (no Lua per request).
--
-- With hosts after the URL, run as many threads as hosts: thread i sends every
-- request with `Host: <host i>`, so each of its responses belongs to that host, and
-- response() counts, per thread, the responses, the cache hits (header
-- `x-onsite-cache: HIT`, nothing else counts) and the statuses outside 2xx.

local threads = {}

-- Runs in wrk's main Lua state, once per thread, before that thread's init().
function setup(thread)
   table.insert(threads, thread)
   thread:set("index", #threads)
end

-- Each thread's own Lua state from here on.
host = ""
responses = 0
hits = 0
non2xx = 0

local function cache_header(headers)
   local value = headers["x-onsite-cache"]
   if value then return value end
   for name, v in pairs(headers) do
      if string.lower(name) == "x-onsite-cache" then return v end
   end
   return nil
end

local function count(status, headers)
   responses = responses + 1
   if status < 200 or status > 299 then non2xx = non2xx + 1 end
   if cache_header(headers) == "HIT" then hits = hits + 1 end
end

-- args[0] is the URL; hosts, if any, follow it.
function init(args)
   local hosts = #args
   if hosts > 0 then
      host = args[((index - 1) % hosts) + 1]
      -- One Host header only: a second one (say "host" from -H) would make the
      -- server answer for whichever comes first.
      for name, _ in pairs(wrk.headers) do
         if string.lower(name) == "host" then wrk.headers[name] = nil end
      end
      wrk.headers["Host"] = host
      -- Defined only now: wrk collects headers and bodies for Lua only when a
      -- response() exists (it checks the first thread after its init()).
      response = count
   end
end

local function num(n)
   return string.format("%.0f", n or 0)
end

local function str(s)
   return '"' .. string.gsub(tostring(s), '[%c"\\]', function(c) return string.format("\\u%04x", string.byte(c)) end) .. '"'
end

-- Runs in the main state after the run (also after SIGINT).
function done(summary, latency, requests)
   local e = summary.errors
   local parts = {
      '"requests":' .. num(summary.requests),
      '"duration_us":' .. num(summary.duration),
      '"bytes":' .. num(summary.bytes),
      '"errors":{"connect":' .. num(e.connect) .. ',"read":' .. num(e.read) .. ',"write":' .. num(e.write) ..
         ',"status":' .. num(e.status) .. ',"timeout":' .. num(e.timeout) .. '}',
      '"latency_us":{"mean":' .. num(latency.mean) .. ',"max":' .. num(latency.max) ..
         ',"p50":' .. num(latency:percentile(50)) .. ',"p99":' .. num(latency:percentile(99)) .. '}',
   }
   local hosts = {}
   for _, thread in ipairs(threads) do
      local h = thread:get("host")
      if h and h ~= "" then
         table.insert(hosts, '{"host":' .. str(h) .. ',"responses":' .. num(thread:get("responses")) ..
            ',"hits":' .. num(thread:get("hits")) .. ',"non2xx":' .. num(thread:get("non2xx")) .. '}')
      end
   end
   table.insert(parts, '"hosts":[' .. table.concat(hosts, ",") .. ']')
   io.write("ONSITE_WRK_JSON {" .. table.concat(parts, ",") .. "}\n")
   io.flush()
end
