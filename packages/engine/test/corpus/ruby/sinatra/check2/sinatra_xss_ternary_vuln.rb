require 'sinatra'
require 'cgi'

DB = SQLite3::Database.new('/srv/data/app.db')
UPLOADS = '/srv/uploads'

get '/xss/ternary/vuln' do
  param = params[:term].to_s
  bar = 7 > 3 ? param : 'fixed'
  # vigil: rb.xss
  "<p>#{bar}</p>"
end
