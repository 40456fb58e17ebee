-- wrk script: POSTs the file named by SCROLLFX_BODY as application/json, and
-- counts answers by status so a run can prove it had no errors.
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
local file = assert(io.open(os.getenv("SCROLLFX_BODY"), "rb"))
wrk.body = file:read("*a")
file:close()
