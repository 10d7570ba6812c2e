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

-- The JSON helpers, the threads and wrk's summary fields, shared with the other script of this folder.
local summary_lib = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "wrk-summary.lua")
local num, str = summary_lib.num, summary_lib.str

-- wrk's main state keeps its threads (each numbered "index") to read their counts in done().
local threads = summary_lib.threads
setup = summary_lib.setup

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

-- Runs in the main state after the run (also after SIGINT).
function done(summary, latency, requests)
   local parts = summary_lib.parts(summary, latency)
   local hosts = {}
   for _, thread in ipairs(threads) do
      local h = thread:get("host")
      if h and h ~= "" then
         table.insert(hosts, '{"host":' .. str(h) .. ',"responses":' .. num(thread:get("responses")) ..
            ',"hits":' .. num(thread:get("hits")) .. ',"non2xx":' .. num(thread:get("non2xx")) .. '}')
      end
   end
   table.insert(parts, '"hosts":[' .. table.concat(hosts, ",") .. ']')
   summary_lib.print(parts)
end
