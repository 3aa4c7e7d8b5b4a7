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

  def website_link
    # vigil: rb.xss
    link_to 'Website', params[:website]
  end

  def website_link_checked
    url = params[:website].to_s
    if url.start_with?('https://')
      # vigil-ok: rb.xss
      link_to 'Website', url
    end
  end

  def profile_section
    # vigil-ok: rb.xss
    link_to 'Profile', '/profile'
  end
end
