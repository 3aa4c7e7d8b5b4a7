/** The Compliance tab: categories hit per framework. */
import { Box, Card, CardContent, Typography } from '@mui/material';
import { plural, type Report } from '@vigil/shared';
import { NoResults } from './NoResults';

export function ComplianceTab({ report }: { report: Report }) {
  if (!report.findings || report.findings.length === 0) return <NoResults report={report} />;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
      {report.compliance.map((fw) => (
        <Card key={fw.id} variant="outlined" data-testid={`compliance-${fw.id}`}>
          <CardContent>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {fw.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              {plural(fw.findings, 'finding')} in{' '}
              {plural(fw.categories.length, 'category', 'categories')}
            </Typography>
            {fw.categories.length === 0 ? (
              <Typography variant="body2">No categories hit.</Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {fw.categories.map((c) => (
                  <Box
                    component="li"
                    key={c.id}
                    sx={{
                      display: 'flex',
                      gap: 1,
                      py: 0.4,
                      borderBottom: 1,
                      borderColor: 'divider',
                    }}
                  >
                    <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 78 }}>
                      {c.id}
                    </Typography>
                    <Typography variant="body2" sx={{ flex: 1 }}>
                      {c.name}
                    </Typography>
                    <Typography variant="body2" sx={{ fontWeight: 700 }}>
                      {c.count}
                    </Typography>
                  </Box>
                ))}
              </Box>
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
