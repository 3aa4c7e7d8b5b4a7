module SettingsFormHelper
  # Form fields of the settings page: values come back from the submitted form.

  def submitted_value(name)
    params[:settings] ? params[:settings][name] : nil
  end

  def setting_select(name, choices)
    # vigil-ok: rb.xss
    select_tag("settings[#{name}]", options_for_select(choices, submitted_value(name).to_s)).html_safe
  end

  def setting_text(name)
    # vigil-ok: rb.xss
    text_field_tag("settings[#{name}]", submitted_value(name)).html_safe
  end

  def setting_note(name)
    # vigil-ok: rb.xss
    text_area_tag("settings[#{name}]", submitted_value(name)).html_safe
  end

  def setting_search_link(name)
    # vigil-ok: rb.xss
    link_to(submitted_value(name), search_path(q: params[:q])).html_safe
  end

  def setting_preview(name)
    # vigil: rb.xss
    "<div class=\"preview\">#{submitted_value(name)}</div>".html_safe
  end
end
