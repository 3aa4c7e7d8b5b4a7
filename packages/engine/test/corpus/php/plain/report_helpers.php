<?php
// Helpers of the report pages.

function report_filter(string $column, string $value): string
{
    return $column . " LIKE '%" . $value . "%'";
}

function report_slug(string $value): string
{
    return preg_replace('/[^a-z0-9_-]/', '', strtolower($value));
}

function archive_command(string $name): string
{
    return 'tar czf /srv/archive/' . $name . '.tgz /srv/reports';
}
