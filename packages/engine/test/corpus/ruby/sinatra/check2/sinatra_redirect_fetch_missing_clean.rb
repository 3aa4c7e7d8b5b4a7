require 'sinatra'
require 'cgi'

DB = SQLite3::Database.new('/srv/data/app.db')
UPLOADS = '/srv/uploads'

get '/redirect/fetch_missing/clean' do
  param = params[:term].to_s
  opts = { 'b' => param }
  bar = opts.fetch('z', 'none')
  # vigil-ok: rb.open-redirect
  redirect bar
end
