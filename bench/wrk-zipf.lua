-- wrk script for bench/scale.ts (wrk 4: `wrk -s bench/wrk-zipf.lua [options] URL S HOST1 HOST2 ...`):
-- many organizations' pages from a few threads, the hosts picked with a Zipf-like
-- distribution (host of rank r, hottest first, weighs 1 / r^S): a few hot, many cold.
--
-- Each thread draws its own list of host ranks once, in init() (inverse of the
-- cumulative weights, its own random seed), and has one request per host ready;
-- request() then only walks that list, so the per-request cost stays that of a
-- table read whatever the number of hosts.
--
-- Counts: per host, the requests sent; per organization (the id in the weak ETag
-- the cache sends, W/"<instance>-<organization>-<version>-<keyed saves>"), the 2xx responses;
-- in all, responses, cache hits (`x-onsite-cache: HIT`) and statuses outside 2xx.
-- done() prints them on the "ONSITE_WRK_JSON {...}" line, as bench/wrk.lua does.

-- The JSON helpers, the threads and wrk's summary fields, shared with the other script of this folder.
local summary_lib = dofile(debug.getinfo(1, "S").source:match("^@(.*/)") .. "wrk-summary.lua")
local num, str = summary_lib.num, summary_lib.str

-- wrk's main state keeps its threads (each numbered "index") to read their counts in done().
local threads = summary_lib.threads
setup = summary_lib.setup

-- Each thread's own Lua state from here on.
responses = 0
hits = 0
non2xx = 0
sent = {}
answered = {}
hosts = {}

local requests = {}
local ranks = {}
local position = 0
local DRAWS = 65536

local function header(headers, wanted)
   local value = headers[wanted]
   if value then return value end
   for name, v in pairs(headers) do
      if string.lower(name) == wanted then return v end
   end
   return nil
end

local function count(status, headers)
   responses = responses + 1
   if status < 200 or status > 299 then
      non2xx = non2xx + 1
      return
   end
   if header(headers, "x-onsite-cache") == "HIT" then hits = hits + 1 end
   local etag = header(headers, "etag")
   local organization = etag and string.match(etag, "%-(%d+)%-%d+%-%d+\"$")
   if organization then answered[organization] = (answered[organization] or 0) + 1 end
end

-- args[1] is the exponent S; the hosts, hottest first, follow it.
function init(args)
   local s = tonumber(args[1]) or 1
   local common = {}
   for name, value in pairs(wrk.headers) do
      if string.lower(name) ~= "host" then common[name] = value end
   end
   local cumulative = {}
   local total = 0
   for i = 2, #args do
      local rank = i - 1
      local headers = { Host = args[i] }
      for name, value in pairs(common) do headers[name] = value end
      hosts[rank] = args[i]
      sent[rank] = 0
      requests[rank] = wrk.format(nil, nil, headers)
      total = total + 1 / rank ^ s
      cumulative[rank] = total
   end
   if #hosts == 0 then error("wrk-zipf.lua: no hosts after the exponent") end
   math.randomseed(7919 * index + 17)
   for d = 1, DRAWS do
      local x = math.random() * total
      local lo, hi = 1, #hosts
      while lo < hi do
         local mid = math.floor((lo + hi) / 2)
         if cumulative[mid] < x then lo = mid + 1 else hi = mid end
      end
      ranks[d] = lo
   end
   response = count
end

function request()
   position = position % DRAWS + 1
   local rank = ranks[position]
   sent[rank] = sent[rank] + 1
   return requests[rank]
end


function done(summary, latency, requests)
   local total = { responses = 0, hits = 0, non2xx = 0 }
   local perHost = {}
   local names = {}
   local perOrganization = {}
   for _, thread in ipairs(threads) do
      for _, key in ipairs({ "responses", "hits", "non2xx" }) do total[key] = total[key] + (thread:get(key) or 0) end
      local h = thread:get("hosts") or {}
      local s = thread:get("sent") or {}
      for i, host in ipairs(h) do
         names[i] = host
         perHost[i] = (perHost[i] or 0) + (s[i] or 0)
      end
      for organization, n in pairs(thread:get("answered") or {}) do
         perOrganization[organization] = (perOrganization[organization] or 0) + n
      end
   end
   local sentParts = {}
   for i, host in ipairs(names) do table.insert(sentParts, str(host) .. ':' .. num(perHost[i])) end
   local answeredParts = {}
   for organization, n in pairs(perOrganization) do table.insert(answeredParts, str(organization) .. ':' .. num(n)) end
   local parts = summary_lib.parts(summary, latency)
   for _, part in ipairs({
      '"hosts":[]',
      '"zipf":{"responses":' .. num(total.responses) .. ',"hits":' .. num(total.hits) .. ',"non2xx":' .. num(total.non2xx) ..
         ',"sent":{' .. table.concat(sentParts, ",") .. '},"answered":{' .. table.concat(answeredParts, ",") .. '}}',
   }) do table.insert(parts, part) end
   summary_lib.print(parts)
end
