require 'sinatra'
require 'cgi'

DB = SQLite3::Database.new('/srv/data/app.db')
UPLOADS = '/srv/uploads'

get '/path/array_other/clean' do
  param = params[:term].to_s
  xs = ['fixed', param]
  bar = xs[0]
  # vigil-ok: rb.path-traversal
  File.read(File.join(UPLOADS, bar))
end
