class RedirectFetchDefaultVulnController < ApplicationController
  def show
    param = params[:term].to_s
    opts = { 'b' => param }
    bar = opts.fetch('b', 'none')
    # vigil: rb.open-redirect
    redirect_to bar
  end
end
