class FilesController < ApplicationController
  def show
    name = params[:name]
    # vigil: rb.path-traversal
    data = File.read(Rails.root.join("uploads", name))
    # vigil-ok: rb.path-traversal
    safe = File.read(Rails.root.join("uploads", File.basename(name)))
    # vigil: rb.path-traversal
    send_file "/srv/files/#{params[:file]}"
    # vigil-ok: rb.path-traversal
    readme = File.read("README.md")
    render plain: data + safe + readme
  end
end
