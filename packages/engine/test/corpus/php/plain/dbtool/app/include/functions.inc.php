<?php
// Helpers of the database tool's pages: escaping for HTML and for script strings.

function h($string) {
	return str_replace("\0", "&#0;", htmlspecialchars($string, ENT_QUOTES, 'utf-8'));
}

function js_escape($string) {
	return addcslashes($string, "\r\n'\\/"); // the slash keeps </script> out
}

function script($source, $trailing = "\n") {
	return "<script>$source</script>$trailing";
}

function confirm($message = "", $selector = "qsl('input')") {
	return script("$selector.onclick = function () { return confirm('" . ($message ? js_escape($message) : 'Are you sure?') . "'); };", "");
}

function table_label($name) {
	return "<b>" . h($name) . "</b>";
}

function idf_escape($idf) {
	return "`" . str_replace("`", "``", $idf) . "`";
}
