# vigil: rb.xss-sanitizer-bypass
ActiveSupport.escape_html_entities_in_json = false
# vigil-ok: rb.xss-sanitizer-bypass
ActiveSupport.escape_html_entities_in_json = true
Rails.application.configure do
  # vigil: rb.xss-sanitizer-bypass
  config.active_support.escape_html_entities_in_json = false
end

module BadgeHelper
  def badge(label)
    # vigil: rb.xss-sanitizer-bypass
    "<span class=\"badge\">#{label}</span>".html_safe
  end

  def note(text)
    # vigil: rb.xss-sanitizer-bypass
    raw(text)
  end

  def heading(title)
    # vigil: rb.xss-sanitizer-bypass
    title.html_safe
  end

  def escaped_badge(label)
    # vigil-ok: rb.xss-sanitizer-bypass
    "<span class=\"badge\">#{h(label)}</span>".html_safe
  end

  def divider
    # vigil-ok: rb.xss-sanitizer-bypass
    "<hr/>".html_safe
  end

  def tagged(label)
    # vigil-ok: rb.xss-sanitizer-bypass
    content_tag(:span, label, class: 'badge')
  end
end
