# vigil: rb.xss-sanitizer-bypass
ActiveSupport.escape_html_entities_in_json = false
# vigil-ok: rb.xss-sanitizer-bypass
ActiveSupport.escape_html_entities_in_json = true
Rails.application.configure do
  # vigil: rb.xss-sanitizer-bypass
  config.active_support.escape_html_entities_in_json = false
end
