require 'sinatra'
require 'cgi'

DB = SQLite3::Database.new('/srv/data/app.db')
UPLOADS = '/srv/uploads'

get '/cmdi/hash/vuln' do
  param = params[:term].to_s
  opts = { 'a' => 'fixed', 'b' => param }
  bar = opts['b']
  # vigil: rb.command-injection
  system("grep -c #{bar} /var/log/app.log")
end
