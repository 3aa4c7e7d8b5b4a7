<?php
// Customisation hooks of the tool; plugins replace them by subclassing.

class ToolHooks {
	function head() {
		echo "<title>Database tool</title>";
	}

	/** Hint printed under a field of the edit form: none by default. */
	function editHint($table, $field, $value) {
		return "";
	}

	/** Caption of a table in the lists. */
	function tableCaption($table) {
		return "<b>$table</b>";
	}
}

$hooks = new ToolHooks;
