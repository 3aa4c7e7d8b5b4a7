require 'sinatra'
require 'cgi'

DB = SQLite3::Database.new('/srv/data/app.db')
UPLOADS = '/srv/uploads'

get '/cmdi/hash_other/clean' do
  param = params[:term].to_s
  opts = { 'a' => 'fixed', 'b' => param }
  bar = opts['a']
  # vigil-ok: rb.command-injection
  system("grep -c #{bar} /var/log/app.log")
end
