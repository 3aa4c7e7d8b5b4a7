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
