require 'sinatra'
require 'shellwords'
require 'uri'

ALLOWED_HOSTS = %w[shop.example.com].freeze

get '/archive' do
  # vigil: rb.command-injection
  system("tar czf /tmp/export.tgz #{params[:dir]}")
  # vigil-ok: rb.command-injection
  system('tar', 'czf', '/tmp/export.tgz', params[:dir].to_s)
  'started'
end

get '/logout' do
  target = params[:return_to].to_s
  if target.start_with?('/') && !target.start_with?('//')
    # vigil-ok: rb.open-redirect
    redirect target
  end
  # vigil: rb.open-redirect
  redirect params[:return_to]
end

get '/preview' do
  # vigil: rb.template-injection
  erb params[:template]
end

get '/home' do
  # vigil-ok: rb.template-injection
  erb :home, locals: { name: params[:name] }
end

get '/files/:name' do
  # vigil: rb.path-traversal
  File.read(File.join('/srv/files', params[:name]))
end

get '/files-safe/:name' do
  # vigil-ok: rb.path-traversal
  File.read(File.join('/srv/files', File.basename(params[:name])))
end

get '/greet' do
  name = params[:name].to_s
  # vigil: rb.xss
  "<h1>Hello #{name}</h1>"
end

get '/greet-safe' do
  name = params[:name].to_s
  # vigil-ok: rb.xss
  "<h1>Hello #{Rack::Utils.escape_html(name)}</h1>"
end

get '/greet.txt' do
  content_type 'text/plain'
  # vigil-ok: rb.xss
  "Hello #{params[:name]}"
end

get '/greet.json' do
  content_type :json
  # vigil-ok: rb.xss
  { greeting: "Hello #{params[:name]}" }.to_json
end

get '/greet-view' do
  # vigil-ok: rb.xss
  erb :greet, locals: { name: params[:name] }
end
