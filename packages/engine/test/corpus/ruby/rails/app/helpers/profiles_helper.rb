module ProfilesHelper
  include ERB::Util

  def profile_banner
    # vigil: rb.xss
    raw("<h1>#{params[:display_name]}</h1>")
  end

  def profile_banner_escaped
    # vigil-ok: rb.xss
    raw("<h1>#{html_escape(params[:display_name])}</h1>")
  end

  def profile_bio
    # vigil: rb.xss
    params[:bio].to_s.html_safe
  end

  def profile_bio_sanitized
    # vigil-ok: rb.xss
    sanitize(params[:bio].to_s).html_safe
  end

  def profile_tags
    out = ActiveSupport::SafeBuffer.new
    # vigil: rb.xss
    out.safe_concat("<span>#{params[:tag]}</span>")
    # vigil-ok: rb.xss
    out.safe_concat("<span>#{h(params[:tag])}</span>")
    out
  end

  def profile_motto
    # vigil: rb.xss
    ActiveSupport::SafeBuffer.new("<em>#{params[:motto]}</em>")
  end

  def profile_motto_escaped
    # vigil-ok: rb.xss
    ActiveSupport::SafeBuffer.new("<em>#{ERB::Util.html_escape(params[:motto])}</em>")
  end

  def profile_section
    # vigil-ok: rb.xss
    content_tag(:p, params[:section])
  end
end
