require 'net/http'
require 'openssl'

class ArchiveStore < ApplicationRecord
  def self.older_than(days)
    # vigil: rb.sql-nonliteral
    where("archived_at < now() - interval '#{days} days'")
  end

  def self.older_than_bound(days)
    # vigil-ok: rb.sql-nonliteral
    where("archived_at < now() - (? * interval '1 day')", days.to_i)
  end

  def self.by_label(label)
    # vigil: rb.sql-nonliteral
    connection.select_all("SELECT id FROM archives WHERE label = '" + label + "'")
  end

  def self.by_label_quoted(label)
    # vigil-ok: rb.sql-nonliteral
    connection.select_all("SELECT id FROM archives WHERE label = #{connection.quote(label)}")
  end

  def self.mirror(host)
    http = Net::HTTP.new(host, 443)
    http.use_ssl = true
    # vigil: rb.weak-tls
    http.ssl_version = :TLSv1
    # vigil-ok: rb.weak-tls
    http.min_version = OpenSSL::SSL::TLS1_2_VERSION
    http
  end
end
