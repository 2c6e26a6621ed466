-- Tries `studylog lsp` in a real Neovim (0.7 and newer), headless: opens a session file of a copy of a content repo,
-- puts `outcome: maybe` into the buffer without saving, prints the diagnostics Neovim holds (vim.diagnostic.get()),
-- undoes, and prints that they are gone. A try-out, not a test.
--
-- usage: STUDYLOG_CLI_JAR=studylog-cli/target/studylog-cli-VERSION.jar REPO=/tmp/copy SESSION=sessions/x.yaml \
--          nvim --headless -u NONE -i NONE -n -c 'luafile bench/lsp-neovim.lua'
local jar = vim.fn.fnamemodify(os.getenv('STUDYLOG_CLI_JAR'), ':p')
local root = os.getenv('REPO')
local file = root .. '/' .. os.getenv('SESSION')
local function out(s) io.stdout:write(s .. '\n') end
vim.cmd('edit ' .. file)
local buf = vim.api.nvim_get_current_buf()
local id = vim.lsp.start_client({ name = 'studylog', cmd = { 'java', '-jar', jar, 'lsp' }, root_dir = root,
  init_options = { lang = 'en' } })
vim.lsp.buf_attach_client(buf, id)
local ok = vim.wait(60000, function() local c = vim.lsp.get_client_by_id(id); return c ~= nil and c.initialized end, 50)
out('initialized: ' .. tostring(ok))
vim.wait(3000, function() return false end, 100)
out('diagnostics before the edit: ' .. #vim.diagnostic.get(buf))
local lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
local target
for i, l in ipairs(lines) do
  if l:match('^%s*outcome: ') then target = i; break end
end
local old = lines[target]
local new = old:gsub('outcome: %S+', 'outcome: maybe')
vim.api.nvim_buf_set_lines(buf, target - 1, target, false, { new })
out(string.format('edited line %d (1-based) without saving: %q; modified=%s', target, new, tostring(vim.bo[buf].modified)))
local t0 = vim.loop.hrtime()
ok = vim.wait(30000, function() return #vim.diagnostic.get(buf) > 0 end, 5)
out(string.format('diagnostic after %.0f ms: %s', (vim.loop.hrtime() - t0) / 1e6, tostring(ok)))
for _, d in ipairs(vim.diagnostic.get(buf)) do
  local line = vim.api.nvim_buf_get_lines(buf, d.lnum, d.lnum + 1, false)[1]
  local utf16 = select(2, vim.str_utfindex(line, d.col))
  out(string.format('  lnum=%d (0-based) col=%d (bytes) utf16=%d code=%s severity=%d message=%s href=%s',
    d.lnum, d.col, utf16, tostring(d.user_data and d.user_data.lsp and d.user_data.lsp.code),
    d.severity, d.message,
    tostring(d.user_data and d.user_data.lsp and d.user_data.lsp.codeDescription and d.user_data.lsp.codeDescription.href)))
end
vim.cmd('undo')
out('undone: ' .. vim.api.nvim_buf_get_lines(buf, target - 1, target, false)[1])
ok = vim.wait(30000, function() return #vim.diagnostic.get(buf) == 0 end, 5)
out('diagnostics after the undo: ' .. #vim.diagnostic.get(buf) .. ' (cleared: ' .. tostring(ok) .. ')')
vim.lsp.stop_client(id)
ok = vim.wait(10000, function() return vim.lsp.get_client_by_id(id) == nil end, 50)
out('server stopped: ' .. tostring(ok))
vim.cmd('qa!')
