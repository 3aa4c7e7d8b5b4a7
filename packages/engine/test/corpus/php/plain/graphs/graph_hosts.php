<?php
// The device list: one function validates the list's request variables, and the page calls it
// before drawing the list.
include_once __DIR__ . '/request.php';

function hosts_validate_vars()
{
    get_filter_request_var('host_template_id');
    if (isset($_GET['site'])) {
        get_filter_request_var('site_id');
    }
}

function hosts_list()
{
    hosts_validate_vars();
    // vigil-ok: php.xss
    print "<a href='host.php?action=edit&host_template_id=" . get_request_var('host_template_id') . "'>add</a>";
    // validated on one way out only
    // vigil: php.xss
    print "<a href='sites.php?id=" . get_request_var('site_id') . "'>site</a>";
    hosts_filter();
}

// called only past hosts_validate_vars()
function hosts_filter()
{
    // vigil-ok: php.xss
    print "<input type='hidden' name='host_template_id' value='" . get_request_var('host_template_id') . "'>";
    // vigil: php.xss
    print "<input type='hidden' name='rows' value='" . get_request_var('rows') . "'>";
}

hosts_list();
