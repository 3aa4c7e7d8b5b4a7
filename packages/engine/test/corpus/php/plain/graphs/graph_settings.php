<?php
// The graph settings page: its dispatcher validates inside each action's case, then calls the
// function that draws the action's form.
include_once __DIR__ . '/request.php';

switch (get_request_var('action')) {
    case 'save':
        get_filter_request_var('graph_id');
        settings_saved();
        break;
    case 'preview':
        settings_preview();
        break;
    default:
        if (isset($_POST['graph_id'])) {
            get_filter_request_var('rows');
            foreach (array('legend', 'axis') as $section) {
                settings_section($section);
            }
        }
        get_filter_request_var('graph_id');
        settings_form();
        break;
}

// called once, inside the 'save' case past the validation of graph_id
function settings_saved()
{
    // vigil-ok: php.xss
    print "<a href='graph_settings.php?graph_id=" . get_request_var('graph_id') . "'>back</a>";
}

// the 'preview' case validates nothing before it
function settings_preview()
{
    // vigil: php.xss
    print "<img src='graph_image.php?graph_id=" . get_request_var('graph_id') . "'>";
}

// called in a loop under a condition, past the validation of rows at the start of that branch
function settings_section($section)
{
    // vigil-ok: php.xss
    print "<div data-rows='" . get_request_var('rows') . "'>" . htmlspecialchars($section) . '</div>';
    // graph_id is validated only after the loop
    // vigil: php.xss
    print "<input type='hidden' name='graph_id' value='" . get_request_var('graph_id') . "'>";
}

// past the validation of graph_id, on every path of the default case
function settings_form()
{
    // vigil-ok: php.xss
    print "<input type='hidden' name='graph_id' value='" . get_request_var('graph_id') . "'>";
    // rows is validated only when the form was posted
    // vigil: php.xss
    print "<input type='hidden' name='rows' value='" . get_request_var('rows') . "'>";
}
