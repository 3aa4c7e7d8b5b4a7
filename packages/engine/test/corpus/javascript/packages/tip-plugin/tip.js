/**
 * tip-plugin: a jQuery tooltip plugin. Pages call `$(el).tip({ title, footer })`, often with
 * options read from data attributes that users of the site can write.
 */
(function ($) {
  $.fn.tip = function (options) {
    const opts = $.extend({}, $.fn.tip.defaults, options);
    return this.each(function () {
      // vigil: js.xss
      $(this).append('<div class="tip">' + opts.title + '</div>');
    });
  };
  $.fn.tip.defaults = { title: '', footer: '' };

  /** Patched: the title is set as text, the markup is the plugin's own. */
  $.fn.safeTip = function (options) {
    const opts = $.extend({}, $.fn.tip.defaults, options);
    return this.each(function () {
      // vigil-ok: js.xss
      $('<div class="tip"></div>').text(opts.title).appendTo(this);
    });
  };

  $.fn.tipFooter = function (footer) {
    // vigil: js.xss
    this.find('.tip-footer').html(footer);
    // vigil-ok: js.xss
    this.find('.tip-header').text(footer);
    return this;
  };
})(jQuery);
