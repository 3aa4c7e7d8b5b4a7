require 'sinatra'
require 'cgi'

DB = SQLite3::Database.new('/srv/data/app.db')
UPLOADS = '/srv/uploads'

get '/redirect/fetch_default/vuln' do
  param = params[:term].to_s
  opts = { 'b' => param }
  bar = opts.fetch('b', 'none')
  # vigil: rb.open-redirect
  redirect bar
end
