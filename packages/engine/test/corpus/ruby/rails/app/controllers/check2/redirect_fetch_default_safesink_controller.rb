class RedirectFetchDefaultSafesinkController < ApplicationController
  def show
    param = params[:term].to_s
    opts = { 'b' => param }
    bar = opts.fetch('b', 'none')
    # vigil-ok: rb.open-redirect
    redirect_to root_path(tab: bar)
  end
end
