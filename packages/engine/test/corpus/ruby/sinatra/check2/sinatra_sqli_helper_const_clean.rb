require 'sinatra'
require 'cgi'

DB = SQLite3::Database.new('/srv/data/app.db')
UPLOADS = '/srv/uploads'

def pass_value(v)
  'archive'
end

get '/sqli/helper_const/clean' do
  param = params[:term].to_s
  bar = pass_value(param)
  # vigil-ok: rb.sql-injection
  DB.execute("SELECT id FROM members WHERE handle = '#{bar}'")
end
