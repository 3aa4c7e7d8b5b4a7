class PagesController < ApplicationController
  def preview
    # vigil: rb.template-injection
    render inline: params[:template]
    # vigil-ok: rb.template-injection
    render inline: "<p><%= name %></p>", locals: { name: params[:name] }
  end

  def erb
    # vigil: rb.template-injection
    ERB.new(params[:tpl]).result(binding)
  end
end
