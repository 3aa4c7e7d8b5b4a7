require "base64"
require "yaml"
require "erb"

class ImportsController < ApplicationController
  ALLOWED_REPORTS = { "sales" => "SalesReport", "stock" => "StockReport" }.freeze

  def restore
    blob = Base64.decode64(params[:state])
    # vigil: rb.insecure-deserialization
    state = Marshal.load(blob)
    render json: { keys: state.keys }
  end

  def restore_json
    # vigil-ok: rb.insecure-deserialization
    state = JSON.parse(Base64.decode64(params[:state]))
    render json: { keys: state.keys }
  end

  def settings
    # vigil: rb.insecure-deserialization
    cfg = YAML.unsafe_load(request.body.read)
    # vigil-ok: rb.insecure-deserialization
    cfg2 = YAML.safe_load(request.body.read, permitted_classes: [Date])
    render json: { a: cfg.size, b: cfg2.size }
  end

  def report
    # vigil: rb.unsafe-reflection
    klass = params[:report].constantize
    render json: klass.new.summary
  end

  def report_safe
    # vigil-ok: rb.unsafe-reflection
    klass = ALLOWED_REPORTS.fetch(params[:report], "SalesReport").constantize
    render json: klass.new.summary
  end

  def column
    project = Project.find(params[:id])
    # vigil: rb.unsafe-reflection
    value = project.send(params[:field])
    # vigil-ok: rb.unsafe-reflection
    name = project.public_send(%w[name status].include?(params[:field]) ? params[:field] : "name")
    render json: { value: value, name: name }
  end

  def formula
    # vigil: rb.code-injection
    result = eval(params[:expr])
    render json: { result: result }
  end

  def formula_safe
    # vigil-ok: rb.code-injection
    result = Integer(params[:a]) + Integer(params[:b])
    render json: { result: result }
  end

  def mail_preview
    # vigil: rb.template-injection
    html = ERB.new(params[:template]).result(binding)
    render plain: html
  end
end
