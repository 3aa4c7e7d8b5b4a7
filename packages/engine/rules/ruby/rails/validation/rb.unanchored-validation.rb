class Partner < ApplicationRecord
  # vigil: rb.unanchored-validation
  validates :homepage, format: { with: /^https?:\/\/[a-z0-9.-]+\/?$/i }
  # vigil-ok: rb.unanchored-validation
  validates :callback_url, format: { with: /\Ahttps:\/\/[a-z0-9.-]+\/?\z/i }
  # vigil: rb.unanchored-validation
  validates_format_of :code, :with => /^[A-Z]{3}-\d+$/
  # vigil-ok: rb.unanchored-validation
  validates_format_of :slug, :with => /\A[a-z0-9-]+\z/
  # vigil-ok: rb.unanchored-validation
  validates :notes, format: { with: /^[^<>]*$/, multiline: true }
end
