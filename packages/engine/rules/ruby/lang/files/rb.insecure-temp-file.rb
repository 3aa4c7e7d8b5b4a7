require "tempfile"

class ExportJob
  def perform(rows)
    data = rows.join("\n")
    # vigil: rb.insecure-temp-file
    File.write("/tmp/export.csv", data)
    # vigil: rb.insecure-temp-file
    File.open("/tmp/report-#{Date.today}.pdf", "wb") { |f| f.write(data) }
    # vigil-ok: rb.insecure-temp-file
    File.read("/tmp/export.csv")
    # vigil-ok: rb.insecure-temp-file
    Tempfile.create("export") { |f| f.write(data) }
    # vigil-ok: rb.insecure-temp-file
    File.write(Rails.root.join("tmp", "export.csv"), data)
  end
end
