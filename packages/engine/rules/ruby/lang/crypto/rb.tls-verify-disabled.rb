require 'net/http'

def fetch(uri)
  http = Net::HTTP.new(uri.host, uri.port)
  http.use_ssl = true
  # vigil: rb.tls-verify-disabled
  http.verify_mode = OpenSSL::SSL::VERIFY_NONE
  http.get(uri.path)
end

# vigil: rb.tls-verify-disabled
conn = Faraday.new(url: 'https://api.example.com', ssl: { verify: false })
# vigil-ok: rb.tls-verify-disabled
strict = Faraday.new(url: 'https://api.example.com', ssl: { verify: true, ca_file: '/etc/ssl/ca.pem' })

def fetch_strict(uri)
  http = Net::HTTP.new(uri.host, uri.port)
  # vigil-ok: rb.tls-verify-disabled
  http.verify_mode = OpenSSL::SSL::VERIFY_PEER
end

def post(uri, options)
  http = Net::HTTP.new(uri.host, uri.port)
  http.use_ssl = true
  if options[:no_check_certificate]
    # vigil-ok: rb.tls-verify-disabled
    http.verify_mode = OpenSSL::SSL::VERIFY_NONE
  end
  if options[:ssl] == 'force'
    # vigil: rb.tls-verify-disabled
    http.verify_mode = OpenSSL::SSL::VERIFY_NONE
  end
  # vigil-ok: rb.tls-verify-disabled
  http.verify_mode = options[:verify_peer] ? OpenSSL::SSL::VERIFY_PEER : OpenSSL::SSL::VERIFY_NONE
  http
end
