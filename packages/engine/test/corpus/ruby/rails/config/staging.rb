Rails.application.configure do
  # vigil: rb.debug-enabled
  config.consider_all_requests_local = true
  config.action_dispatch.cookies_same_site_protection = :lax
end
