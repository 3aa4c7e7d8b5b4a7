require 'sinatra'
require 'cgi'

DB = SQLite3::Database.new('/srv/data/app.db')
UPLOADS = '/srv/uploads'

get '/redirect/fetch_default/safesink' do
  param = params[:term].to_s
  opts = { 'b' => param }
  bar = opts.fetch('b', 'none')
  # vigil-ok: rb.open-redirect
  redirect "/home?tab=#{CGI.escape(bar)}"
end
