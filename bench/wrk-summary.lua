-- What bench/wrk.lua and bench/wrk-zipf.lua share: the list of wrk's threads, wrk's own
-- summary as the first fields of their "ONSITE_WRK_JSON {...}" line, and JSON helpers.
-- Each script loads it from its own folder: dofile(script_dir .. "wrk-summary.lua").

local M = { threads = {} }

-- wrk's setup(): runs in the main state, once per thread, before that thread's init().
function M.setup(thread)
   table.insert(M.threads, thread)
   thread:set("index", #M.threads)
end

function M.num(n)
   return string.format("%.0f", n or 0)
end

function M.str(s)
   return '"' .. string.gsub(tostring(s), '[%c"\\]', function(c) return string.format("\\u%04x", string.byte(c)) end) .. '"'
end

-- Requests, duration, bytes, errors and latency, as JSON fields.
function M.parts(summary, latency)
   local e, num = summary.errors, M.num
   return {
      '"requests":' .. num(summary.requests),
      '"duration_us":' .. num(summary.duration),
      '"bytes":' .. num(summary.bytes),
      '"errors":{"connect":' .. num(e.connect) .. ',"read":' .. num(e.read) .. ',"write":' .. num(e.write) ..
         ',"status":' .. num(e.status) .. ',"timeout":' .. num(e.timeout) .. '}',
      '"latency_us":{"mean":' .. num(latency.mean) .. ',"max":' .. num(latency.max) ..
         ',"p50":' .. num(latency:percentile(50)) .. ',"p99":' .. num(latency:percentile(99)) .. '}',
   }
end

-- Prints the line bench/wrk.ts reads.
function M.print(parts)
   io.write("ONSITE_WRK_JSON {" .. table.concat(parts, ",") .. "}\n")
   io.flush()
end

return M
