class PartnerAccount < ApplicationRecord
  # vigil: rb.unanchored-validation
  validates :website, format: { with: /^https?:\/\/[\w.-]+(\/.*)?$/ }
  # vigil-ok: rb.unanchored-validation
  validates :billing_email, format: { with: /\A[^@\s]+@[^@\s]+\z/ }

  def self.signing_key
    # vigil: rb.weak-key-size
    @signing_key ||= OpenSSL::PKey::RSA.new(1024)
  end

  def self.signing_key_current
    # vigil-ok: rb.weak-key-size
    @signing_key_current ||= OpenSSL::PKey::RSA.new(4096)
  end
end
