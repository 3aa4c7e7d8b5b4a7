# Packs a customer's exports with the system tar.
class ExportArchive
  def self.call(*args)
    new(*args).call
  end

  def initialize(customer)
    @customer = customer
  end

  def call
    # vigil: rb.command-injection
    system("tar czf /srv/exports/#{@customer}.tgz /srv/exports/#{@customer}")
  end
end
