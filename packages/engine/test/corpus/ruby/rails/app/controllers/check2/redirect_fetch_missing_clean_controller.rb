class RedirectFetchMissingCleanController < ApplicationController
  def show
    param = params[:term].to_s
    opts = { 'b' => param }
    bar = opts.fetch('z', 'none')
    # vigil-ok: rb.open-redirect
    redirect_to bar
  end
end
