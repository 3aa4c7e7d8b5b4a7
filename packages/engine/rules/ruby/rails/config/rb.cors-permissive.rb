Rails.application.config.middleware.insert_before 0, Rack::Cors do
  allow do
    # vigil: rb.cors-permissive
    origins { |source, env| true }
    resource '/api/*', headers: :any, methods: %i[get post], credentials: true
  end
end

Rails.application.config.middleware.insert_before 0, Rack::Cors do
  allow do
    # vigil-ok: rb.cors-permissive
    origins 'https://app.example.com'
    resource '/api/*', headers: :any, methods: %i[get post], credentials: true
  end
  allow do
    # vigil-ok: rb.cors-permissive
    origins '*'
    resource '/public/*', headers: :any, methods: [:get]
  end
end
