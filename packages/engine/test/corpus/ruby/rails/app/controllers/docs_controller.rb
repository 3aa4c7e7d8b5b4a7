require 'json'
require 'faraday'
require 'fileutils'

# Help pages: rendered from app/views/docs, with per-team drafts and a status probe.
class DocsController < ApplicationController
  PAGES = %w[getting_started billing api_keys].freeze
  FILTERS = %w[team topic].freeze

  def show
    # vigil: rb.path-traversal
    render template: "docs/#{params[:page]}"
  end

  def show_listed
    page = PAGES.include?(params[:page]) ? params[:page] : 'getting_started'
    # vigil-ok: rb.path-traversal
    render template: "docs/#{page}"
  end

  def raw
    # vigil: rb.path-traversal
    render file: Rails.root.join('docs', params[:name]).to_s, layout: false
  end

  def section
    # vigil: rb.path-traversal
    render partial: params[:section]
  end

  def section_fixed
    # vigil-ok: rb.path-traversal
    render partial: 'docs/section', locals: { title: params[:section] }
  end

  def draft
    # vigil: rb.path-traversal
    FileUtils.mkdir_p(File.join('/srv/drafts', params[:team]))
    # vigil-ok: rb.path-traversal
    FileUtils.mkdir_p(File.join('/srv/drafts', params[:team].to_i.to_s))
    head :created
  end

  def filter
    # vigil: rb.unsafe-reflection
    instance_variable_set("@#{params[:by]}", params[:value])
    # vigil-ok: rb.unsafe-reflection
    instance_variable_set("@filter_#{params[:by]}", params[:value])
    head :ok
  end

  def import
    # vigil: rb.insecure-deserialization
    doc = JSON.load(request.body.read)
    # vigil-ok: rb.insecure-deserialization
    same = JSON.parse(request.body.read)
    render json: { keys: doc.keys + same.keys }
  end

  def probe
    # vigil: rb.ssrf
    conn = Faraday.new(url: params[:status_url])
    # vigil-ok: rb.ssrf
    fixed = Faraday.new(url: 'https://status.docs.example', params: { q: params[:q] })
    render json: { up: conn.get('/health').success? && fixed.get('/health').success? }
  end
end
